"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (i1, i1, i1, i1), sym_name = "cmp_same"}> ({
  ^bb0(%arg0: index):
    %0 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %1 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %2 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %3 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    "func.return"(%0, %1, %2, %3) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

