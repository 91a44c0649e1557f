// Run-time entry of @stamp/server-kit/database: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/database/index.js');
