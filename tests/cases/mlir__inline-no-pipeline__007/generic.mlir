#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>) -> (), sym_name = "sym"}> ({
  ^bb0(%arg3: index, %arg4: memref<?xf32>):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "affine.store"(%1, %arg4, %arg3, %0) <{map = #map}> : (f32, memref<?xf32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "sym_caller"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index):
      "func.call"(%arg2, %arg0) <{callee = @sym}> : (index, memref<?xf32>) -> ()
      "func.call"(%arg1, %arg0) <{callee = @sym}> : (index, memref<?xf32>) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

