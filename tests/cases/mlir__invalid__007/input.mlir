
// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> i16777216
