
func.func @f(%a: f32, %c: i1) { %0 = "arith.cmpf"(%a, %a) {predicate = 3 : i32}: (f32, f32) -> i1
 return }
// expected-error@-2 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
