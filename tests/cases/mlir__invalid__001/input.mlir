
// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32
