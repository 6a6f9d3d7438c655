// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// A name used by a custom op before the op's region defines it: undeclared
// when the op resolves its operands after the region (scf.for), an unlinked
// operand when it resolves them before (upstream leaves the forward
// reference dangling).
func.func @f1(%lb: index, %t: tensor<4xf32>) {
// expected-error@+1 {{operation's operand is unlinked}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %n = arith.constant 4 : index
  }
  return
}
