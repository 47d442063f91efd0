/**
 * A new password and its confirmation, as every form that sets a password asks for them: 6 to 30
 * characters (spec 002 §5), the confirmation equal to the password, each box with its own message
 * (src/app/shell/password-form.ts). The fields' names are the form's own.
 */
import { Form, Input } from 'antd';
import { confirmPasswordProblem, newPasswordProblem } from '../shell/password-form.ts';

/** An antd validator from a rule that answers the message to show, or null. */
export const validatorOf = (problem: (value: string) => string | null) => async (_: unknown, value: string | undefined) => {
  const found = problem(value ?? '');
  if (found) throw new Error(found);
};

export function NewPasswordFields(props: { name: string; confirmName: string; label: string; confirmLabel: string }) {
  return (
    <>
      <Form.Item name={props.name} label={props.label} rules={[{ validator: validatorOf(newPasswordProblem) }]} validateFirst>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={props.confirmName}
        label={props.confirmLabel}
        dependencies={[props.name]}
        rules={[({ getFieldValue }) => ({ validator: validatorOf((value) => confirmPasswordProblem(value, (getFieldValue(props.name) as string | undefined) ?? '')) })]}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
