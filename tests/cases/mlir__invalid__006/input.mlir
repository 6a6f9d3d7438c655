
// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 256 : i8} : () -> ()
