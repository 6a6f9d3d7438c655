module {
  func.func private @get_index() -> index
  func.func @func_top_level(%arg0: memref<?xf32>) {
    %0 = call @get_index() : () -> index
    %1 = affine.load %arg0[%0] : memref<?xf32>
    return
  }
  func.func @no_inline_not_top_level(%arg0: memref<?xf32>) {
    affine.for %arg1 = 1 to 42 {
      func.call @func_top_level(%arg0) : (memref<?xf32>) -> ()
    }
    return
  }
}

