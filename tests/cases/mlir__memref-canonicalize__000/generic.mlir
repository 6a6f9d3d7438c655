"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?xf32>, index, f32, memref<*xf32>) -> (f32, index, index), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<4x?xf32>, %arg1: index, %arg2: f32, %arg3: memref<*xf32>):
    %0 = "memref.cast"(%arg0) : (memref<4x?xf32>) -> memref<?x?xf32>
    %1 = "memref.load"(%0, %arg1, %arg1) : (memref<?x?xf32>, index, index) -> f32
    "memref.store"(%arg2, %0, %arg1, %arg1) : (f32, memref<?x?xf32>, index, index) -> ()
    "memref.prefetch"(%0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<?x?xf32>, index, index) -> ()
    %2 = "memref.atomic_rmw"(%arg2, %0, %arg1, %arg1) <{kind = 0 : i64}> : (f32, memref<?x?xf32>, index, index) -> f32
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "memref.dim"(%0, %3) : (memref<?x?xf32>, index) -> index
    %6 = "memref.dim"(%0, %4) : (memref<?x?xf32>, index) -> index
    %7 = "memref.rank"(%arg3) : (memref<*xf32>) -> index
    %8 = "memref.rank"(%0) : (memref<?x?xf32>) -> index
    %9 = "memref.cast"(%arg0) : (memref<4x?xf32>) -> memref<4x?xf32>
    "test.use"(%9, %6, %7, %8) : (memref<4x?xf32>, index, index, index) -> ()
    "memref.dealloc"(%0) : (memref<?x?xf32>) -> ()
    "func.return"(%1, %5, %6) : (f32, index, index) -> ()
  }) : () -> ()
}) : () -> ()

