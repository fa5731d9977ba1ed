// The non-disclosure agreement every expert agrees to before seeing client details, in English
// and German. Written for this marketplace (not copied from a form book); the agency's lawyers
// replace it with a reviewed version through the admin screens, which creates version 2.
export const NDA_EN = {
  title: 'Non-disclosure agreement for experts',
  body: `# Non-disclosure agreement

This agreement is made between the operator of this marketplace (the "Agency") and you, the expert
who accepts it (the "Expert"). It applies to every project, request and client the Expert learns
about through the marketplace, from the moment of acceptance.

## 1. Confidential information

"Confidential information" means all information the Agency or one of its clients discloses to the
Expert, in writing, orally or by access to systems, in connection with a project: in particular the
identity of the client, project descriptions, budgets and rates, technical documentation, source
code, business processes, personal data and any information marked or evidently meant as
confidential. Information that was public, that the Expert already lawfully knew, that the Expert
developed independently, or that a third party lawfully disclosed without restriction is not
confidential information.

## 2. Obligations of the Expert

The Expert will use confidential information only to assess, apply for and carry out the project
it concerns; will not disclose it to third parties without the prior written consent of the
Agency; will protect it with at least the care the Expert applies to their own confidential
information, and no less than reasonable care; and will not contact the Agency's clients about a
project presented through the marketplace other than through the Agency. Where the law or an
authority requires disclosure, the Expert will tell the Agency first where this is permitted, and
disclose no more than required.

## 3. Return and deletion

At the end of a project, or on request, the Expert will return or delete all confidential
information and copies of it, except copies the Expert must keep by law, which remain subject to
this agreement.

## 4. Duration

The obligations of this agreement continue for three years after the Expert's last access to
confidential information; for trade secrets and personal data they continue for as long as the
information remains protected by law.

## 5. Final provisions

This agreement is governed by the law of the country in which the Agency has its registered
office. Should a provision be invalid, the remaining provisions stay in force. The Expert accepts
this agreement electronically; the Agency keeps a record of the acceptance, the exact text accepted
and the circumstances of the acceptance as evidence.
`,
};

export const NDA_DE = {
  title: 'Vertraulichkeitsvereinbarung für Experten',
  body: `# Vertraulichkeitsvereinbarung

Diese Vereinbarung wird zwischen dem Betreiber dieses Marktplatzes (die "Agentur") und Ihnen als
annehmendem Experten (der "Experte") geschlossen. Sie gilt ab der Annahme für alle Projekte,
Anfragen und Kunden, von denen der Experte über den Marktplatz erfährt.

## 1. Vertrauliche Informationen

"Vertrauliche Informationen" sind alle Informationen, die die Agentur oder einer ihrer Kunden dem
Experten im Zusammenhang mit einem Projekt schriftlich, mündlich oder durch Zugang zu Systemen
offenlegt, insbesondere die Identität des Kunden, Projektbeschreibungen, Budgets und Stundensätze,
technische Unterlagen, Quellcode, Geschäftsprozesse, personenbezogene Daten sowie alle als
vertraulich gekennzeichneten oder erkennbar vertraulichen Informationen. Nicht vertraulich sind
Informationen, die öffentlich bekannt waren, die dem Experten bereits rechtmäßig bekannt waren, die
er unabhängig selbst entwickelt hat oder die ihm ein Dritter rechtmäßig und ohne Beschränkung
mitgeteilt hat.

## 2. Pflichten des Experten

Der Experte verwendet vertrauliche Informationen ausschließlich, um das betreffende Projekt zu
prüfen, sich darauf zu bewerben und es durchzuführen; er gibt sie ohne vorherige schriftliche
Zustimmung der Agentur nicht an Dritte weiter; er schützt sie mindestens mit der Sorgfalt, die er
für eigene vertrauliche Informationen anwendet, jedenfalls aber mit angemessener Sorgfalt; und er
nimmt zu Kunden der Agentur wegen eines über den Marktplatz vorgestellten Projekts nur über die
Agentur Kontakt auf. Verlangen Gesetz oder Behörde eine Offenlegung, informiert der Experte die
Agentur vorab, soweit zulässig, und legt nicht mehr als erforderlich offen.

## 3. Rückgabe und Löschung

Nach Projektende oder auf Verlangen gibt der Experte alle vertraulichen Informationen und Kopien
davon zurück oder löscht sie, ausgenommen Kopien, die er gesetzlich aufbewahren muss; diese
unterliegen weiterhin dieser Vereinbarung.

## 4. Dauer

Die Pflichten aus dieser Vereinbarung gelten bis drei Jahre nach dem letzten Zugriff des Experten
auf vertrauliche Informationen fort; für Geschäftsgeheimnisse und personenbezogene Daten gelten sie,
solange diese gesetzlich geschützt sind.

## 5. Schlussbestimmungen

Es gilt das Recht des Staates, in dem die Agentur ihren Sitz hat. Sollte eine Bestimmung unwirksam
sein, bleiben die übrigen Bestimmungen wirksam. Der Experte nimmt diese Vereinbarung elektronisch
an; die Agentur bewahrt einen Nachweis der Annahme, des genauen angenommenen Textes und der
Umstände der Annahme als Beweismittel auf.
`,
};
