import { describe, expect, it } from 'vitest';
import { MAX_PAGES_PER_SCAN, parseDeviceOptions, parseScannerList, scanArguments } from './sane.ts';

describe('reading scanimage', () => {
  it('lists the scanners of `scanimage -f`, skipping empty lines', () => {
    const listed = parseScannerList('fujitsu:fi-7160:1234\u001fFUJITSU\u001ffi-7160\u001fsheetfed scanner\n\ntest:0\u001fNoname\u001ffrontend-tester\u001fvirtual device\n');
    expect(listed).toEqual([
      { device: 'fujitsu:fi-7160:1234', vendor: 'FUJITSU', model: 'fi-7160', type: 'sheetfed scanner' },
      { device: 'test:0', vendor: 'Noname', model: 'frontend-tester', type: 'virtual device' },
    ]);
  });

  it('reads the modes, sources and listed resolutions of a sheet scanner', () => {
    const options = parseDeviceOptions(
      [
        'All options specific to device `fujitsu:fi-7160:1234\':',
        '  Standard:',
        '    --source ADF Front|ADF Back|ADF Duplex [ADF Front]',
        '        Selects the scan source (such as a document-feeder).',
        '    --mode Lineart|Halftone|Gray|Color [Lineart]',
        '    --resolution 50|100|150|200|300|600dpi [600]',
      ].join('\n'),
    );
    expect(options).toEqual({ modes: ['Lineart', 'Halftone', 'Gray', 'Color'], sources: ['ADF Front', 'ADF Back', 'ADF Duplex'], resolutions: { list: [50, 100, 150, 200, 300, 600] } });
    expect(parseDeviceOptions('')).toEqual({ modes: [], sources: [], resolutions: { list: [] } });
  });

  it('passes each setting as one argument and bounds a scan without a page count', () => {
    const args = scanArguments({ device: 'fujitsu:fi-7160:1234', resolution: 200, mode: 'Gray', source: 'ADF Duplex' }, '/tmp/s');
    expect(args).toEqual(['-d', 'fujitsu:fi-7160:1234', '--format=png', '--resolution=200', '--mode=Gray', '--source=ADF Duplex', '--batch=/tmp/s/page-%04d.png', `--batch-count=${MAX_PAGES_PER_SCAN}`]);
    expect(scanArguments({ device: 'test:0', resolution: 150, pages: 3 }, '/tmp/s')).toEqual(['-d', 'test:0', '--format=png', '--resolution=150', '--batch=/tmp/s/page-%04d.png', '--batch-count=3']);
  });
});
