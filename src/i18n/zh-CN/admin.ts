/**
 * The administrators' own screens (roles 1 and 5): the marking progress of the school's exams
 * and the system information page with the canvas library's licence state.
 */
export const admin = {
  progress: {
    hint: '本校各场考试及各科试卷的阅卷进度，展开考试查看各科试卷',
  },

  about: {
    title: '系统信息',
    product: '产品',
    version: '版本',
    service: '服务状态',
    serviceOk: '正常',
    serviceChecking: '检查中…',
    database: '数据库',
    databases: { pglite: '内置数据库（PGlite）', postgres: 'PostgreSQL' } as Record<string, string>,
    address: '访问地址',
    addressProduction: 'HTTPS 正式域名',
    addressLocal: 'http 或本机地址',
    licenceTitle: '画布组件许可证',
    licenceKey: 'VITE_TLDRAW_LICENSE_KEY',
    licenceSet: '已设置（构建时写入）',
    licenceMissing: '未设置',
    licenceSetText:
      '阅卷、答题卡设计和试题讲评画板使用的画布组件（tldraw）已在构建时获得许可证密钥。若访问域名不在许可证范围内，画布右下角仍会显示许可提示。',
    licenceMissingText:
      '构建时没有设置许可证密钥。通过 http 或本机地址访问时画布照常可用，右下角显示画布组件的许可提示；通过 HTTPS 正式域名访问时，画布组件要求许可证密钥，阅卷、答题卡设计和试题讲评画板的画布会在打开约 5 秒后停止显示。',
    licenceMissingOnProduction: '当前正通过 HTTPS 正式域名访问：画布将无法使用，请尽快按下列步骤处理。',
    licenceSteps: '处理方法',
    licenceStep1: '向画布组件 tldraw 取得许可证密钥（tldraw.dev）。',
    licenceStep2: '构建前设置环境变量，例如：VITE_TLDRAW_LICENSE_KEY=<密钥> npm run build（或 npm start，它会先构建）。',
    licenceStep3: '重新启动服务。密钥在构建时写入页面，更换密钥后必须重新构建。',
  },
} as const;
