/**
 * /admin/about (roles 1 and 5, from 系统信息 in their top bar): what this installation is — the
 * product and version, whether the service and its database answer — and whether the canvas
 * library's licence key was set when the client was built, with what to do when it was not.
 */
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { version } from '../../../package.json';
import { api, call } from '../../api/client.ts';
import { canvasLicenceKeySet, needsLicenceHere } from '../../canvas/licence.ts';
import { useLoad } from '../common/use-load.ts';
import { t } from '../../i18n/zh-CN.ts';
import './admin.css';

const texts = t.admin.about;

function ServiceState() {
  const health = useLoad('health', () => call(api.GET('/healthz', { loading: false })));
  if (health.error) return <Tag color="error">{health.error.message}</Tag>;
  if (!health.data) return <Tag>{texts.serviceChecking}</Tag>;
  return (
    <span data-testid="about-service">
      <Tag color="success">{texts.serviceOk}</Tag>
      {texts.database}：{texts.databases[health.data.database] ?? health.data.database}
    </span>
  );
}

function LicenceState() {
  const production = needsLicenceHere(window.location);
  if (canvasLicenceKeySet) {
    return <Alert type="success" showIcon title={texts.licenceSet} description={texts.licenceSetText} data-testid="about-licence" />;
  }
  return (
    <Alert
      type={production ? 'error' : 'warning'}
      showIcon
      data-testid="about-licence"
      title={texts.licenceMissing}
      description={
        <div className="admin-licence-help">
          {production && <Typography.Paragraph strong>{texts.licenceMissingOnProduction}</Typography.Paragraph>}
          <Typography.Paragraph>{texts.licenceMissingText}</Typography.Paragraph>
          <Typography.Text strong>{texts.licenceSteps}</Typography.Text>
          <ol>
            <li>{texts.licenceStep1}</li>
            <li>{texts.licenceStep2}</li>
            <li>{texts.licenceStep3}</li>
          </ol>
        </div>
      }
    />
  );
}

export function AboutPage() {
  return (
    <div className="admin-page" data-testid="admin-about">
      <Typography.Title level={3}>{texts.title}</Typography.Title>
      <Card variant="borderless">
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label={texts.product}>{t.shell.productName}</Descriptions.Item>
          <Descriptions.Item label={texts.version}>{version}</Descriptions.Item>
          <Descriptions.Item label={texts.service}>
            <ServiceState />
          </Descriptions.Item>
          <Descriptions.Item label={texts.address}>
            {window.location.origin}（{needsLicenceHere(window.location) ? texts.addressProduction : texts.addressLocal}）
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={texts.licenceTitle} extra={<Typography.Text code>{texts.licenceKey}</Typography.Text>}>
        <LicenceState />
      </Card>
    </div>
  );
}
