#map = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (10)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + 4 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "func_with_affine_ops"}> ({
  ^bb0(%arg1: index):
    %2 = "arith.constant"() <{value = 200 : index}> : () -> index
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index):
      "affine.if"(%arg2, %2) <{condition = #set}> ({
        %3 = "affine.apply"(%arg2, %arg2, %arg1) <{map = #map}> : (index, index, index) -> index
        "affine.yield"() : () -> ()
      }, {
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "inline_with_affine_ops"}> ({
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "func.call"(%1) <{callee = @func_with_affine_ops}> : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "not_inline_in_affine_op"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg0: index):
      "func.call"(%0) <{callee = @func_with_affine_ops}> : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

