"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (i1, i1, i1, i1), sym_name = "cmp_minmax"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 5 : index}> : () -> index
    %1 = "index.constant"() <{value = 10 : index}> : () -> index
    %2 = "index.maxs"(%arg0, %0) : (index, index) -> index
    %3 = "index.mins"(%arg0, %0) : (index, index) -> index
    %4 = "index.cmp"(%2, %0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %5 = "index.cmp"(%2, %0) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %6 = "index.cmp"(%3, %1) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    %7 = "index.cmp"(%3, %1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "func.return"(%4, %5, %6, %7) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

