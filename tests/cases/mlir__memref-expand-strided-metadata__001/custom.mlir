module {
  func.func @simplify_subview_all_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
    %subview = memref.subview %arg0[%arg1, %arg2, %arg3] [%arg4, %arg5, %arg6] [%arg7, %arg8, %arg9] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return %subview : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  }
}

