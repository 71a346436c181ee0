import { defaultLocale, isLocale, type Locale } from '#contract/locales';

type ResetMailText = {
  subject: string;
  greeting: string;
  intro: string;
  validity: (minutes: number) => string;
  ignore: string;
  signature: string;
};

/** The password-reset mail in each of the 12 interface languages; the user's language decides. */
const texts: Record<Locale, ResetMailText> = {
  de: {
    subject: 'Dein Code zum Zurücksetzen des Passworts',
    greeting: 'Hallo,',
    intro: 'du hast angefordert, dein Passwort für die Kita-App zurückzusetzen. Dein Code lautet:',
    validity: (m) => `Der Code ist ${m} Minuten gültig und kann nur einmal verwendet werden.`,
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
    signature: 'Deine Kita',
  },
  en: {
    subject: 'Your code to reset your password',
    greeting: 'Hello,',
    intro: 'you asked to reset your password for the Kita app. Your code is:',
    validity: (m) => `The code is valid for ${m} minutes and can be used only once.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail. Your password stays unchanged.',
    signature: 'Your kindergarten',
  },
  ru: {
    subject: 'Ваш код для сброса пароля',
    greeting: 'Здравствуйте!',
    intro: 'Вы запросили сброс пароля для приложения детского сада. Ваш код:',
    validity: (m) => `Код действителен ${m} минут и может быть использован только один раз.`,
    ignore: 'Если вы этого не запрашивали, просто проигнорируйте это письмо. Ваш пароль останется прежним.',
    signature: 'Ваш детский сад',
  },
  tr: {
    subject: 'Şifrenizi sıfırlama kodunuz',
    greeting: 'Merhaba,',
    intro: 'Kreş uygulaması için şifrenizi sıfırlamak istediniz. Kodunuz:',
    validity: (m) => `Kod ${m} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ignore: 'Bunu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz. Şifreniz değişmeden kalır.',
    signature: 'Kreşiniz',
  },
  el: {
    subject: 'Ο κωδικός σας για επαναφορά του συνθηματικού',
    greeting: 'Γεια σας,',
    intro: 'ζητήσατε επαναφορά του συνθηματικού σας για την εφαρμογή του νηπιαγωγείου. Ο κωδικός σας είναι:',
    validity: (m) => `Ο κωδικός ισχύει για ${m} λεπτά και μπορεί να χρησιμοποιηθεί μόνο μία φορά.`,
    ignore: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα. Το συνθηματικό σας παραμένει το ίδιο.',
    signature: 'Το νηπιαγωγείο σας',
  },
  es: {
    subject: 'Tu código para restablecer la contraseña',
    greeting: 'Hola:',
    intro: 'has solicitado restablecer tu contraseña de la aplicación de la guardería. Tu código es:',
    validity: (m) => `El código es válido durante ${m} minutos y solo se puede usar una vez.`,
    ignore: 'Si no lo has solicitado, puedes ignorar este correo. Tu contraseña no cambiará.',
    signature: 'Tu guardería',
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password',
    greeting: 'Ciao,',
    intro: "hai chiesto di reimpostare la password dell'app dell'asilo. Il tuo codice è:",
    validity: (m) => `Il codice è valido per ${m} minuti e può essere usato una sola volta.`,
    ignore: 'Se non sei stato tu a chiederlo, puoi ignorare questa e-mail. La tua password resta invariata.',
    signature: 'Il tuo asilo',
  },
  uk: {
    subject: 'Ваш код для скидання пароля',
    greeting: 'Вітаємо!',
    intro: 'Ви надіслали запит на скидання пароля в застосунку дитячого садка. Ваш код:',
    validity: (m) => `Код дійсний ${m} хвилин і може бути використаний лише один раз.`,
    ignore: 'Якщо ви цього не робили, просто проігноруйте цей лист. Ваш пароль залишиться без змін.',
    signature: 'Ваш дитячий садок',
  },
  ro: {
    subject: 'Codul tău pentru resetarea parolei',
    greeting: 'Bună,',
    intro: 'ai cerut resetarea parolei pentru aplicația grădiniței. Codul tău este:',
    validity: (m) => `Codul este valabil ${m} de minute și poate fi folosit o singură dată.`,
    ignore: 'Dacă nu ai cerut acest lucru, poți ignora acest e-mail. Parola ta rămâne neschimbată.',
    signature: 'Grădinița ta',
  },
  fr: {
    subject: 'Votre code pour réinitialiser le mot de passe',
    greeting: 'Bonjour,',
    intro: "vous avez demandé à réinitialiser votre mot de passe de l'application de la crèche. Votre code est :",
    validity: (m) => `Le code est valable ${m} minutes et ne peut être utilisé qu'une seule fois.`,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail. Votre mot de passe reste inchangé.",
    signature: 'Votre crèche',
  },
  pt: {
    subject: 'O seu código para redefinir a palavra-passe',
    greeting: 'Olá,',
    intro: 'pediu para redefinir a palavra-passe da aplicação do jardim de infância. O seu código é:',
    validity: (m) => `O código é válido durante ${m} minutos e só pode ser usado uma vez.`,
    ignore: 'Se não fez este pedido, pode ignorar este e-mail. A sua palavra-passe mantém-se inalterada.',
    signature: 'O seu jardim de infância',
  },
  bg: {
    subject: 'Вашият код за нулиране на паролата',
    greeting: 'Здравейте,',
    intro: 'поискахте нулиране на паролата си за приложението на детската градина. Вашият код е:',
    validity: (m) => `Кодът е валиден ${m} минути и може да се използва само веднъж.`,
    ignore: 'Ако не сте поискали това, можете да пренебрегнете този имейл. Паролата ви остава непроменена.',
    signature: 'Вашата детска градина',
  },
};

export const passwordResetMailLocales = Object.keys(texts) as Locale[];

/** Subject and plain-text body, the code on a line of its own so it is easy to read and copy. */
export function passwordResetMail(
  language: string,
  code: string,
  validMinutes: number,
): { subject: string; text: string } {
  const t = texts[isLocale(language) ? language : defaultLocale];
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `    ${code}`,
    '',
    t.validity(validMinutes),
    '',
    t.ignore,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, text };
}
