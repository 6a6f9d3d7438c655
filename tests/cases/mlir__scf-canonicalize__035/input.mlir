
func.func @parallel_reduce(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %x = "test.val"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = "test.combine"(%l, %r) : (f32, f32) -> f32
      scf.reduce.return %s : f32
    }
  }
  return %0 : f32
}

