
// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"x.y"() {a = array<i1: true, -1>} : () -> ()

