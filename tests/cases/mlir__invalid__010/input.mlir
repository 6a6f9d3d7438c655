
"t.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^nope] : () -> ()
^bb1:
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^nope2] : () -> ()
}) : () -> ()
