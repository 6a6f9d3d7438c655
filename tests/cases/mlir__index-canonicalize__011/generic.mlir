"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (i1, i1), sym_name = "cmp_sub_zero"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "index.constant"() <{value = 0 : index}> : () -> index
    %1 = "index.sub"(%arg0, %arg1) : (index, index) -> index
    %2 = "index.cmp"(%1, %0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %3 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    "func.return"(%2, %3) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

