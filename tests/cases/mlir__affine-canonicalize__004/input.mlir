
// Loop bounds and induction variables.
func.func @loops(%n: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 16 step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %2 = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 4)>(%i)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c2) to min affine_map<()[s0] -> (s0, 8)>()[%c10] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i + 1] : memref<?xf32>
  }
  %r = affine.for %i = 5 to 5 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %r) -> (f32) {
    affine.yield %a : f32
  }
  return %s : f32
}

