// Run-time entry of @stamp/server-kit/mail: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/mail/index.js');
