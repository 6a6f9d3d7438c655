
func.func @f(%a: i32, %c: i1) { %0 = arith.select %c, %a, %a : vector<4xi1>, i32
 return }
// expected-error@-2 {{use of value '%c' expects different type than prior uses: 'vector<4xi1>' vs 'i1'}}
// expected-note@-3 {{prior use here}}
