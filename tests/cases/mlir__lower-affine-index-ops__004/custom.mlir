module {
  func.func @lin_loops(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
    affine.for %arg3 = 0 to 10 {
      scf.for %arg4 = %arg0 to %arg1 step %arg0 {
        %0 = affine.linearize_index [%arg4, %arg0, %arg3] by (4, 5, 6) : index
        memref.store %0, %arg2[%0] : memref<?xindex>
      }
    }
    return
  }
}

