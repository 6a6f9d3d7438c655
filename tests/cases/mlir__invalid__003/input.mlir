
// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (i32, )
