#loc2 = loc("input.mlir":4:19)
#loc3 = loc("input.mlir":4:40)
#loc4 = loc("input.mlir":4:51)
#loc9 = loc("input.mlir":8:16)
#loc10 = loc("input.mlir":8:50)
#loc15 = loc("input.mlir":13:14)
#loc18 = loc("input.mlir":17:8)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, f32) -> f32, sym_name = "nested"}> ({
  ^bb0(%arg0: memref<?x?xf32> loc("input.mlir":4:19), %arg1: index loc("input.mlir":4:40), %arg2: f32 loc("input.mlir":4:51)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %2:6 = "memref.extract_strided_metadata"(%arg0) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index) loc(#loc7)
    %3 = "scf.for"(%0, %arg1, %1, %arg2) ({
    ^bb0(%arg5: index loc("input.mlir":8:16), %arg6: f32 loc("input.mlir":8:50)):
      %10 = "memref.load"(%arg0, %arg5, %2#3) : (memref<?x?xf32>, index, index) -> f32 loc(#loc11)
      %11 = "arith.addf"(%arg6, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
      "scf.yield"(%11) : (f32) -> () loc(#loc13)
    }) : (index, index, index, f32) -> f32 loc(#loc8)
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg4: index loc("input.mlir":13:14)):
      "memref.store"(%3, %arg0, %arg4, %arg4) : (f32, memref<?x?xf32>, index, index) -> () loc(#loc16)
      "affine.yield"() : () -> () loc(#loc14)
    }) : () -> () loc(#loc14)
    %4 = "memref.generic_atomic_rmw"(%arg0, %0, %arg1) ({
    ^bb0(%arg3: f32 loc("input.mlir":17:8)):
      %9 = "arith.addf"(%arg3, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc19)
      "memref.atomic_yield"(%9) : (f32) -> () loc(#loc20)
    }) : (memref<?x?xf32>, index, index) -> f32 loc(#loc17)
    %5 = "arith.cmpi"(%arg1, %0) <{predicate = 0 : i64}> : (index, index) -> i1 loc(#loc21)
    %6 = "scf.if"(%5) ({
      %7 = "memref.dim"(%arg0, %arg1) : (memref<?x?xf32>, index) -> index loc(#loc23)
      %8 = "memref.load"(%arg0, %7, %7) : (memref<?x?xf32>, index, index) -> f32 loc(#loc24)
      "scf.yield"(%8) : (f32) -> () loc(#loc25)
    }, {
      "scf.yield"(%4) : (f32) -> () loc(#loc26)
    }) : (i1) -> f32 loc(#loc22)
    "func.return"(%6) : (f32) -> () loc(#loc27)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:9)
#loc7 = loc("input.mlir":7:42)
#loc8 = loc("input.mlir":8:8)
#loc11 = loc("input.mlir":9:10)
#loc12 = loc("input.mlir":10:10)
#loc13 = loc("input.mlir":11:5)
#loc14 = loc("input.mlir":13:3)
#loc16 = loc("input.mlir":14:5)
#loc17 = loc("input.mlir":16:8)
#loc19 = loc("input.mlir":18:10)
#loc20 = loc("input.mlir":19:5)
#loc21 = loc("input.mlir":21:16)
#loc22 = loc("input.mlir":22:8)
#loc23 = loc("input.mlir":23:10)
#loc24 = loc("input.mlir":24:10)
#loc25 = loc("input.mlir":25:5)
#loc26 = loc("input.mlir":27:5)
#loc27 = loc("input.mlir":29:3)

