// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
// Custom forms of the affine ops (func and unregistered ops only).

func.func @loops(%n : index, %m : index) {
  affine.for %i = 0 to 10 {
  } {some_attr = true}
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%n] to min affine_map<(d0)[s0] -> (d0, s0, 4)>(%n)[%m] step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 2)>(%i) {
      "foo.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = -5 to affine_map<() -> (7)>() step 2 {
    "affine.yield"() : () -> ()
  }
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %n, %b = %m) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %s = affine.for %i = 0 to 4 iter_args(%a = %n) -> index {
    affine.yield %a : index
  }
  return
}

