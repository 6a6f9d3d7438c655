// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Diagnostics of the affine ops (func and unregistered ops only).

func.func @apply_count(%n : index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"() <{map = affine_map<(d0) -> (d0)>}> : () -> index
  return
}

