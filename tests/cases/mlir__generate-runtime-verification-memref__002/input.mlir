
func.func @cast_to_static_dim(%m: memref<?xf32>) -> memref<10xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<10xf32>
  return %0 : memref<10xf32>
}

func.func @cast_to_ranked(%m: memref<*xf32>) -> memref<f32> {
  %0 = memref.cast %m : memref<*xf32> to memref<f32>
  return %0 : memref<f32>
}

func.func @cast_to_static_strides(%m: memref<?xf32, strided<[?]>>)
    -> memref<?xf32, strided<[9]>> {
  %0 = memref.cast %m : memref<?xf32, strided<[?]>>
                     to memref<?xf32, strided<[9]>>
  return %0 : memref<?xf32, strided<[9]>>
}

func.func @valid_cast(%m: memref<*xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @main() {
  %alloc = memref.alloc() : memref<5xf32>
  %1 = memref.cast %alloc : memref<5xf32> to memref<?xf32>
  func.call @cast_to_static_dim(%1) : (memref<?xf32>) -> (memref<10xf32>)
  %3 = memref.cast %alloc : memref<5xf32> to memref<*xf32>
  func.call @cast_to_ranked(%3) : (memref<*xf32>) -> (memref<f32>)
  %4 = memref.cast %alloc
      : memref<5xf32> to memref<?xf32, strided<[?]>>
  func.call @cast_to_static_strides(%4)
      : (memref<?xf32, strided<[?]>>)
     -> (memref<?xf32, strided<[9]>>)
  func.call @valid_cast(%3) : (memref<*xf32>) -> (memref<?xf32>)
  memref.dealloc %alloc : memref<5xf32>
  return
}

