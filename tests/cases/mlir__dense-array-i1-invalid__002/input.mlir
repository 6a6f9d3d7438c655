
// expected-error @+1 {{expected integer literal}}
"x.y"() {a = array<i1: 1.0>} : () -> ()

