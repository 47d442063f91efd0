/**
 * The styles of the analysis screens and of the question view the lesson page borrows, loaded in
 * one place and one order so the cascade is the same wherever they are used.
 */
import './analysis.css';
import './question/question.css';
import './similar/similar.css';
import './common/pictures.css';
import './mining.css';
