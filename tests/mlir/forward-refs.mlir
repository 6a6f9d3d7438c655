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
// -----
func.func @f2(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  %r = scf.while (%a = %x) : (index) -> index {
    %x = arith.constant 4 : index
    %c = arith.constant true
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  return
}
// -----
func.func @f3(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %ub = arith.constant 4 : index
  }
  return
}
// -----
func.func @f4(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %0 = scf.index_switch %x -> index
  case 2 {
    %x = arith.constant 4 : index
    scf.yield %x : index
  }
  default {
    scf.yield %lb : index
  }
  return
}
// -----
func.func @f5(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  affine.for %i = 0 to %n {
    %n = arith.constant 4 : index
  }
  return
}
// -----
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f6(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  affine.if #set(%n) {
    %n = arith.constant 4 : index
  }
  return
}
// -----
func.func @f7(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  affine.parallel (%i) = (0) to (%n) {
    %n = arith.constant 4 : index
  }
  return
}
// -----
func.func @f8(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %n = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f9(%t: tensor<?xf32>) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %p = tensor.pad %t low[%n] high[0] {
  ^bb0(%i: index):
    %n = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return
}
// -----
func.func @f10(%m: memref<4xf32>) {
// expected-error@+1 {{operation's operand is unlinked}}
  %x = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%v: f32):
    %n = arith.constant 1 : index
    memref.atomic_yield %v : f32
  }
  return
}
// -----
func.func @f11(%lb: index) {
// expected-error@+1 {{operation's operand is unlinked}}
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> index {
    %x = arith.constant 4 : index
    affine.yield %a : index
  }
  return
}
// -----
func.func @f12(%lb: index) {
  %r = scf.execute_region -> index {
    %x = arith.constant 4 : index
    scf.yield %x : index
  }
// expected-error@+1 {{operation's operand is unlinked}}
  scf.if %c {
    %c = arith.constant true
  }
  return
}
// -----
func.func @f13(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  scf.for %i = %lb to %ub step %lb {
    %ub = arith.constant 1 : index
  }
  return
}
// -----
func.func @f14(%lb: index) {
// expected-error@+1 {{use of undeclared SSA value name}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (index) {
    %x = arith.constant 1 : index
    scf.yield %a : index
  }
  return
}
