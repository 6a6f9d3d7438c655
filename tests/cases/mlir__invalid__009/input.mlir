
// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"t.b"(%y) : (i32) -> ()
