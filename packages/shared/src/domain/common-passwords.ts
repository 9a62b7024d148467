/**
 * The most common passwords of public leak lists (six characters or more, since
 * shorter ones already fail the length rule), plus Spanish favourites. Kept short
 * on purpose: it refuses the passwords tried first, not every weak one (docs/security.md).
 */
// prettier-ignore
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '000000', '00000000', '111111', '11111111', '222222', '333333', '444444', '555555',
  '666666', '777777', '7777777', '888888', '88888888', '999999', '99999999',
  '121212', '12121212', '123123', '123321', '123654', '654321', '987654', '987654321',
  '112233', '101010', '131313', '202020', '232323', '159753', '147258', '147258369',
  '12341234', '1234qwer', '1234abcd', 'abcd1234', '123abc', 'abc123', 'abc12345',
  '123qwe', 'qwe123', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qazwsx',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'azerty', 'asdfgh',
  'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'aaaaaa', 'abcdef', 'abcdefg', 'abcdefgh',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd',
  'iloveyou', 'iloveu', 'letmein', 'welcome', 'welcome1', 'admin123', 'administrator',
  'trustno1', 'dragon', 'monkey', 'master', 'shadow', 'superman', 'batman',
  'football', 'baseball', 'soccer', 'sunshine', 'princess', 'starwars', 'whatever',
  'computer', 'michael', 'charlie', 'jordan', 'jordan23', 'freedom', 'killer',
  '123456a', 'a123456', '123456789a', 'a1b2c3', 'a1b2c3d4',
  'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'contraseña123', 'contrasena123',
  'teamo', 'teamo123', 'tequiero', 'tequiero1', 'hola123', 'hola1234', 'holahola',
  'futbol', 'barcelona', 'realmadrid', 'venezuela', 'colombia', 'mexico', 'argentina',
  'rifas', 'rifas123', 'sorteo', 'sorteo123',
]);

/** True when the password (case-insensitive) is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
