
// expected-error@+1 {{expected '"' in string literal}}
"t.a"() {x = "unterminated} : () -> ()
