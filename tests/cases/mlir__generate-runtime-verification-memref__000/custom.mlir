module {
  func.func @main() {
    %alloca = memref.alloca() : memref<5xf64>
    %assume_align = memref.assume_alignment %alloca, 8 : memref<5xf64>
    return
  }
  func.func @unaligned(%arg0: memref<1xf32>) {
    %assume_align = memref.assume_alignment %arg0, 4 : memref<1xf32>
    return
  }
}

