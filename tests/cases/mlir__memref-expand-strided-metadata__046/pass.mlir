module {
  memref.global "private" @g : memref<f32> = dense<1.000000e+00>
  func.func @others(%arg0: memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index) {
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @g : memref<f32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    return %0, %c0, %base_buffer, %c0, %sizes#1, %strides#0 : memref<f32>, index, memref<f32>, index, index, index
  }
}

