#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, memref<2xf32>) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: memref<2xf32>):
    %0 = "func.call"() <{callee = @g}> : () -> i32
    %1 = "scf.if"(%arg0) ({
      %13 = "func.call"() <{callee = @g}> : () -> i32
      %14 = "func.constant"() <{value = @g}> : () -> (() -> i32)
      "scf.yield"(%13) : (i32) -> ()
    }, {
      %11 = "test.region"() ({
        %12 = "func.call"() <{callee = @g}> : () -> i32
        "test.yield"(%12) : (i32) -> ()
      }) : () -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (i1) -> i32
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index):
      %10 = "func.call"() <{callee = @g}> : () -> i32
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.alloca_scope"() ({
      %9 = "func.call"() <{callee = @g}> : () -> i32
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %2 = "arith.index_cast"(%0) : (i32) -> index
    %3 = "memref.generic_atomic_rmw"(%arg1, %2) ({
    ^bb0(%arg2: f32):
      %8 = "func.constant"() <{value = @g}> : () -> (() -> i32)
      "memref.atomic_yield"(%arg2) : (f32) -> ()
    }) : (memref<2xf32>, index) -> f32
    %4 = "tensor.generate"() ({
      %7 = "func.call"() <{callee = @g}> : () -> i32
      "tensor.yield"(%7) : (i32) -> ()
    }) : () -> tensor<i32>
    %5 = "test.op"() ({
      %6 = "func.constant"() <{value = @g}> : () -> (() -> i32)
      "test.yield"(%0) : (i32) -> ()
    }) : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

