
"t.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^missing] : () -> ()
}) : () -> ()
