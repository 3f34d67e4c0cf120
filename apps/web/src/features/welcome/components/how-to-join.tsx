const STEPS = [
  {
    title: 'Ask your sponsor for their link',
    text: 'Registration is by invitation. The promoter who introduced you has a registration link with their promoter code in it.',
  },
  {
    title: 'Fill in your details',
    text: 'The link opens the registration form with the promoter code already filled in. You need to be at least 18.',
  },
  {
    title: 'Log in and start training',
    text: 'After registering, log in with your username and password and begin with day 1 of the training.',
  },
] as const;

export function HowToJoin() {
  return (
    <section id="join" aria-labelledby="join-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="join-title" className="text-2xl font-semibold text-slate-900">
          How to join
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          New here? You need a promoter code to register: ask your sponsor to send you their registration
          link.
        </p>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl bg-slate-50 p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
