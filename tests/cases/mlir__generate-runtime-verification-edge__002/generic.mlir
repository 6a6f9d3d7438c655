#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, f32) -> f32, sym_name = "nested"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2:6 = "memref.extract_strided_metadata"(%arg0) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %3 = "scf.for"(%0, %arg1, %1, %arg2) ({
    ^bb0(%arg5: index, %arg6: f32):
      %10 = "memref.load"(%arg0, %arg5, %2#3) : (memref<?x?xf32>, index, index) -> f32
      %11 = "arith.addf"(%arg6, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%11) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg4: index):
      "memref.store"(%3, %arg0, %arg4, %arg4) : (f32, memref<?x?xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %4 = "memref.generic_atomic_rmw"(%arg0, %0, %arg1) ({
    ^bb0(%arg3: f32):
      %9 = "arith.addf"(%arg3, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%9) : (f32) -> ()
    }) : (memref<?x?xf32>, index, index) -> f32
    %5 = "arith.cmpi"(%arg1, %0) <{predicate = 0 : i64}> : (index, index) -> i1
    %6 = "scf.if"(%5) ({
      %7 = "memref.dim"(%arg0, %arg1) : (memref<?x?xf32>, index) -> index
      %8 = "memref.load"(%arg0, %7, %7) : (memref<?x?xf32>, index, index) -> f32
      "scf.yield"(%8) : (f32) -> ()
    }, {
      "scf.yield"(%4) : (f32) -> ()
    }) : (i1) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

