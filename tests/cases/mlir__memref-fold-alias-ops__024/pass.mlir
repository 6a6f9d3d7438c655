module {
  func.func @collapse(%arg0: memref<?x6x?xf32>, %arg1: memref<1x1x1xf32>, %arg2: index, %arg3: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x6x?xf32> -> memref<f32>, index, index, index, index, index, index, index
    %0:3 = affine.delinearize_index %arg2 into (%sizes#0, 6, %sizes#2) : index, index, index
    %1 = memref.load %arg0[%0#0, %0#1, %0#2] : memref<?x6x?xf32>
    memref.store %arg3, %arg1[%c0, %c0, %c0] : memref<1x1x1xf32>
    %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg0 : memref<?x6x?xf32> -> memref<f32>, index, index, index, index, index, index, index
    %2:2 = affine.delinearize_index %arg2 into (6, %sizes_2#2) : index, index
    memref.store %1, %arg0[%arg2, %2#0, %2#1] {nontemporal = true} : memref<?x6x?xf32>
    return %1 : f32
  }
}

