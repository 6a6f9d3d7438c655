module {
  func.func @folded_sizes(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
    %alloc = memref.alloc(%arg0) : memref<?x4xf32>
    %0 = memref.load %alloc[%arg1, %arg1] : memref<?x4xf32>
    %cast = memref.cast %arg2 : memref<?xf32> to memref<?xf32>
    %cast_0 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>
    %1 = memref.load %cast_0[%arg1, %arg1] : memref<?x?xf32>
    %subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
    %2 = memref.load %subview[%arg1, %arg1] : memref<?x2xf32, strided<[4, 1]>>
    %3 = tensor.empty(%arg0) : tensor<?x5xf32>
    %extracted = tensor.extract %3[%arg1, %arg1] : tensor<?x5xf32>
    %inserted = tensor.insert %arg3 into %3[%arg1, %arg1] : tensor<?x5xf32>
    %alloca = memref.alloca() : memref<f32>
    %4 = memref.load %alloca[] : memref<f32>
    memref.store %4, %alloca[] : memref<f32>
    %5 = tensor.empty() : tensor<f32>
    %extracted_1 = tensor.extract %5[] : tensor<f32>
    return
  }
}

