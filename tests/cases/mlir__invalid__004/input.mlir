
"t.r"() ({
^bb0:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "t.use"(%v) : (i32) -> ()
  "t.br"()[^bb1] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = "t.def"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
