
// rmlir's own cases.
// Subviews in nested regions: constants go to the function's entry block.
func.func private @use(index, index, index, index, index)
func.func @subview_in_loop(%m: memref<16x16xf32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %c3 = arith.constant 3 : index
    %s = memref.subview %m[%i, 3] [4, %i] [2, 1] : memref<16x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
    %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<4x?xf32, strided<[32, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    func.call @use(%o, %sz#0, %sz#1, %st#0, %st#1) : (index, index, index, index, index) -> ()
  }
  return
}

