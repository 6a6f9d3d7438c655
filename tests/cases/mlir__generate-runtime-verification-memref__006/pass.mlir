module {
  func.func @load(%arg0: memref<1xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %c1 : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<1xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:3:5)"
    %3 = memref.load %arg0[%arg1] : memref<1xf32>
    return
  }
  func.func @load_dynamic(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:8:5)"
    %3 = memref.load %arg0[%arg1] : memref<?xf32>
    return
  }
  func.func @load_nd_dynamic(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?x?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    %3 = arith.cmpi sge, %arg2, %c0 : index
    %4 = arith.cmpi slt, %arg2, %dim_1 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %c2 = arith.constant 2 : index
    %dim_2 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %7 = arith.cmpi sge, %arg3, %c0 : index
    %8 = arith.cmpi slt, %arg3, %dim_2 : index
    %9 = arith.andi %7, %8 : i1
    %10 = arith.andi %6, %9 : i1
    cf.assert %10, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<?x?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:13:5)"
    %11 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c2 = arith.constant 2 : index
    %alloca = memref.alloca() : memref<1xf32>
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %alloc_0 = memref.alloc(%c2, %c2, %c2) : memref<?x?x?xf32>
    call @load(%alloca, %c1) : (memref<1xf32>, index) -> ()
    call @load_dynamic(%alloc, %c1) : (memref<?xf32>, index) -> ()
    call @load_nd_dynamic(%alloc_0, %c1, %c-1, %c0) : (memref<?x?x?xf32>, index, index, index) -> ()
    call @load(%alloca, %c0) : (memref<1xf32>, index) -> ()
    call @load_dynamic(%alloc, %c0) : (memref<?xf32>, index) -> ()
    call @load_nd_dynamic(%alloc_0, %c1, %c1, %c0) : (memref<?x?x?xf32>, index, index, index) -> ()
    memref.dealloc %alloc : memref<?xf32>
    memref.dealloc %alloc_0 : memref<?x?x?xf32>
    return
  }
}

