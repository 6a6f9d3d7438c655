// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%undefined) : (i32) -> ()
// -----
// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32
// -----
"t.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^missing] : () -> ()
}) : () -> ()
// -----
// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (i32, )
// -----
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
// -----
// Unregistered ops' regions need no order within a block.
"t.r"() ({
  "t.use"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
}) : () -> ()
// -----
// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {x = 256 : i8} : () -> ()
// -----
// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> i16777216
// -----
// expected-error@+1 {{expected '"' in string literal}}
"t.a"() {x = "unterminated} : () -> ()
// -----
// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"t.b"(%y) : (i32) -> ()
// -----
"t.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^nope] : () -> ()
^bb1:
  // expected-error@+1 {{reference to an undefined block}}
  "t.br"()[^nope2] : () -> ()
}) : () -> ()
