// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// expected-error@+1 {{use of undeclared SSA value name}}
"t.a"(%undefined) : (i32) -> ()
