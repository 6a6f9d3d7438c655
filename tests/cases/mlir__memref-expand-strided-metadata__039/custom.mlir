module {
  func.func private @use(index, index, index, index, index)
  func.func @subview_in_loop(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: index) {
    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
      %c3 = arith.constant 3 : index
      %subview = memref.subview %arg0[%arg4, 3] [4, %arg4] [2, 1] : memref<16x16xf32> to memref<4x?xf32, strided<[32, 1], offset: ?>>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<4x?xf32, strided<[32, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
      func.call @use(%offset, %sizes#0, %sizes#1, %strides#0, %strides#1) : (index, index, index, index, index) -> ()
    }
    return
  }
}

