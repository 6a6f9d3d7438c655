module {
  func.func @align(%arg0: memref<4xf32>) -> memref<4xf32> {
    %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
    %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
    return %assume_align_0 : memref<4xf32>
  }
}

