//! `ops!`: declarative operation definitions, rmlir's ODS.
//!
//! ```text
//! rmlir_ods::ops! {
//!     dialect = "arith";
//!
//!     /// Integer addition.
//!     op AddIOp = "addi" {
//!         traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
//!         operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
//!         properties: [overflowFlags: default(OVERFLOW_ATTR, overflow_none)],
//!         results: [result: SIGNLESS_INTEGER_LIKE],
//!         format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
//!     }
//! }
//! ```
//!
//! For each op this generates a `static` [`OpDef`](../rmlir_ir/op_def/struct.OpDef.html)
//! named after the op in SCREAMING_SNAKE_CASE, a typed view `AddIOp<'a>`
//! with accessors for every operand, result, property, region and
//! successor (a property's typed by the storage class of its constraint,
//! see `rmlir_ir::op_api`), and `AddIOp::build`, which returns an
//! `AddIOpHandle` (not for `ISOLATED_FROM_ABOVE` ops); plus `OPS`, the
//! list of the definitions. `docs/DefiningDialects.md` documents this API.
//! The assembly format is parsed and checked here, so a bad format is a
//! compile error pointing at the string.
//!
//! Keys of an op body:
//! * `traits: [NAME, ...]`: `OpTraits` constants.
//! * `operands`/`results: [name: C | optional(C) | variadic(C) |
//!   variadic_of_variadic(C, "segments"), ...]` where `C` is a
//!   `TypeConstraint` constant.
//! * `properties: [name: A | optional(A) | default(A, f) |
//!   default_optional(A, f), ...]` where `A` is an `AttrConstraint`
//!   constant and `f: fn(&Context) -> Attribute` the default.
//! * `regions: [name: any | sized(n) | min_sized(n) | max_sized(n) |
//!   variadic(...), ...]`, `successors: [name: any | variadic(any), ...]`.
//! * `parents: ["d.op", ...]`, `implicit_terminator: "d.op"`.
//! * `type_rules: [all_types_match(a, b), types_match_with(a -> b, f, "summary"),
//!   types_match_with(a -> b, _, "summary"), pred("summary", f)]`.
//! * `format: "..."`: the declarative assembly format; `custom<X>`
//!   directives refer to `CustomDirective` items named `X` in scope.
//! * `verify`, `verify_regions`, `fold`: hook functions.
//! * `asm: { parse: f, print: f, result_names: f, block_arg_names: f,
//!   default_dialect: "d" }` and `interfaces: { field: value, ... }`
//!   (fields of `OpInterfaces`; values are wrapped in `Some`, except the
//!   `bool` `graph_regions`).
//!
//! An op with two or more results and no `result_names` hook names each
//! result group after its ODS name (`%low, %high`), as upstream's ODS does.
//!
//! **Classes** carry what a family of ops shares (upstream's ODS base
//! classes, `Arith_IntBinaryOp` and the like), so a trait list, a format,
//! a folder or an interface is written once:
//!
//! ```text
//! class IntBinaryOp<Calc> {
//!     traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
//!     operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
//!     results: [result: SIGNLESS_INTEGER_LIKE],
//!     format: "$lhs `,` $rhs attr-dict `:` type($result)",
//!     fold: fold_int_binary::<Calc>,
//! }
//! op AndIOp = "andi" : IntBinaryOp<AndCalc> { traits: [COMMUTATIVE, IDEMPOTENT] }
//! ```
//!
//! An op (or a class) names one base class, with arguments for its
//! parameters (substituted wherever the parameter's name appears in the
//! class body). It starts from the class's keys; `traits` it gives are
//! added to the class's, any other key it gives replaces the class's.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{braced, bracketed, parenthesized, Attribute, Expr, Ident, LitInt, LitStr, Path, Token};

use rmlir_asm_format as fmt;

/// Defines operations; see the crate documentation.
#[proc_macro]
pub fn ops(input: TokenStream) -> TokenStream {
    let spec = syn::parse_macro_input!(input as OpsSpec);
    match expand(spec) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

struct OpsSpec {
    dialect: LitStr,
    ops: Vec<OpSpec>,
}

/// A body's keys before parsing: `key: value` pairs as tokens.
type RawBody = Vec<(Ident, TokenStream2)>;

/// A class: parameters, an optional base, and its keys.
struct ClassSpec {
    params: Vec<Ident>,
    base: Option<(Ident, Vec<TokenStream2>)>,
    body: RawBody,
}

/// Reads `key: value, ...` as raw pairs (a value runs to the next comma
/// outside brackets).
fn parse_raw_body(input: ParseStream) -> syn::Result<RawBody> {
    let mut out = Vec::new();
    while !input.is_empty() {
        let key: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let mut value = TokenStream2::new();
        while !input.is_empty() && !input.peek(Token![,]) {
            let tt: proc_macro2::TokenTree = input.parse()?;
            value.extend(std::iter::once(tt));
        }
        out.push((key, value));
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(out)
}

/// `: Base<arg, ...>` after an op or class header, if present.
fn parse_base(input: ParseStream) -> syn::Result<Option<(Ident, Vec<TokenStream2>)>> {
    if !input.peek(Token![:]) {
        return Ok(None);
    }
    input.parse::<Token![:]>()?;
    let name: Ident = input.parse()?;
    let mut args = Vec::new();
    if input.peek(Token![<]) {
        input.parse::<Token![<]>()?;
        let mut cur = TokenStream2::new();
        let mut depth = 0usize;
        loop {
            if depth == 0 && input.peek(Token![>]) {
                input.parse::<Token![>]>()?;
                break;
            }
            if depth == 0 && input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
                args.push(std::mem::take(&mut cur));
                continue;
            }
            let tt: proc_macro2::TokenTree = input.parse()?;
            if let proc_macro2::TokenTree::Punct(p) = &tt {
                match p.as_char() {
                    '<' => depth += 1,
                    '>' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
            cur.extend(std::iter::once(tt));
        }
        if !cur.is_empty() {
            args.push(cur);
        }
    }
    Ok(Some((name, args)))
}

/// Replaces every identifier named like a parameter by its argument.
fn substitute(tokens: TokenStream2, map: &[(String, TokenStream2)]) -> TokenStream2 {
    use proc_macro2::{Group, TokenTree};
    tokens
        .into_iter()
        .flat_map(|tt| -> Vec<TokenTree> {
            match tt {
                TokenTree::Ident(ref i) => match map.iter().find(|(p, _)| *p == i.to_string()) {
                    Some((_, arg)) => arg.clone().into_iter().collect(),
                    None => vec![tt],
                },
                TokenTree::Group(g) => {
                    let mut ng = Group::new(g.delimiter(), substitute(g.stream(), map));
                    ng.set_span(g.span());
                    vec![TokenTree::Group(ng)]
                }
                other => vec![other],
            }
        })
        .collect()
}

/// The keys a class gives (its bases' first), with `args` for its
/// parameters.
fn class_body(
    classes: &std::collections::HashMap<String, ClassSpec>,
    name: &Ident,
    args: &[TokenStream2],
    depth: usize,
) -> syn::Result<RawBody> {
    let Some(class) = classes.get(&name.to_string()) else {
        return Err(syn::Error::new(name.span(), format!("unknown class `{name}`")));
    };
    if depth > 32 {
        return Err(syn::Error::new(name.span(), "classes derive from each other in a cycle"));
    }
    if args.len() != class.params.len() {
        return Err(syn::Error::new(
            name.span(),
            format!("class `{name}` takes {} arguments", class.params.len()),
        ));
    }
    let map: Vec<(String, TokenStream2)> = class
        .params
        .iter()
        .map(|p| p.to_string())
        .zip(args.iter().cloned())
        .collect();
    let mut body = match &class.base {
        Some((b, bargs)) => {
            let bargs: Vec<TokenStream2> = bargs.iter().map(|a| substitute(a.clone(), &map)).collect();
            class_body(classes, b, &bargs, depth + 1)?
        }
        None => Vec::new(),
    };
    let own: RawBody = class
        .body
        .iter()
        .map(|(k, v)| (k.clone(), substitute(v.clone(), &map)))
        .collect();
    merge_body(&mut body, own);
    Ok(body)
}

/// Lays `own` over `base`: traits add up, other keys replace.
fn merge_body(base: &mut RawBody, own: RawBody) {
    for (k, v) in own {
        match base.iter_mut().find(|(bk, _)| *bk == k) {
            Some((_, bv)) if k == "traits" => {
                // `[A, B]` + `[C]` -> `[A, B, C]`.
                let inner = |t: &TokenStream2| -> TokenStream2 {
                    match t.clone().into_iter().next() {
                        Some(proc_macro2::TokenTree::Group(g)) => g.stream(),
                        _ => t.clone(),
                    }
                };
                let (a, b) = (inner(bv), inner(&v));
                let joined = if a.is_empty() {
                    b
                } else if b.is_empty() {
                    a
                } else {
                    quote!(#a, #b)
                };
                *bv = quote!([#joined]);
            }
            Some((_, bv)) => *bv = v,
            None => base.push((k, v)),
        }
    }
}

struct OpSpec {
    attrs: Vec<Attribute>,
    ident: Ident,
    mnemonic: LitStr,
    traits: Vec<Ident>,
    operands: Vec<ValueSpec>,
    results: Vec<ValueSpec>,
    properties: Vec<PropSpec>,
    regions: Vec<RegionSpec>,
    successors: Vec<(Ident, bool)>,
    parents: Vec<LitStr>,
    implicit_terminator: Option<LitStr>,
    type_rules: Vec<TypeRule>,
    format: Option<LitStr>,
    hooks: Vec<(Ident, Expr)>,
    asm: Vec<(Ident, Expr)>,
    interfaces: Vec<(Ident, Expr)>,
}

#[derive(Clone, Copy, PartialEq)]
enum Arity {
    Single,
    Optional,
    Variadic,
    VariadicOfVariadic,
}

struct ValueSpec {
    name: Ident,
    arity: Arity,
    constraint: Path,
    segment_attr: Option<LitStr>,
}

#[derive(Clone, Copy, PartialEq)]
enum PropKind {
    Required,
    Optional,
    Default,
    DefaultOptional,
}

struct PropSpec {
    name: Ident,
    kind: PropKind,
    constraint: Path,
    default: Option<Expr>,
}

struct RegionSpec {
    name: Ident,
    variadic: bool,
    constraint: TokenStream2,
}

enum TypeRule {
    AllTypesMatch(Vec<Ident>),
    TypesMatchWith {
        lhs: Ident,
        rhs: Ident,
        transform: Option<Expr>,
        summary: LitStr,
    },
    Pred {
        summary: LitStr,
        pred: Expr,
    },
    Check(Expr),
}

impl Parse for OpsSpec {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let kw: Ident = input.parse()?;
        if kw != "dialect" {
            return Err(syn::Error::new(kw.span(), "expected `dialect = \"name\";`"));
        }
        input.parse::<Token![=]>()?;
        let dialect: LitStr = input.parse()?;
        input.parse::<Token![;]>()?;
        let mut ops = Vec::new();
        let mut classes = std::collections::HashMap::new();
        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            let kw: Ident = input.fork().parse()?;
            if kw == "class" {
                input.parse::<Ident>()?;
                let name: Ident = input.parse()?;
                let mut params = Vec::new();
                if input.peek(Token![<]) {
                    input.parse::<Token![<]>()?;
                    while !input.peek(Token![>]) {
                        params.push(input.parse::<Ident>()?);
                        if input.peek(Token![,]) {
                            input.parse::<Token![,]>()?;
                        }
                    }
                    input.parse::<Token![>]>()?;
                }
                let base = parse_base(input)?;
                let content;
                braced!(content in input);
                let body = parse_raw_body(&content)?;
                classes.insert(name.to_string(), ClassSpec { params, base, body });
                continue;
            }
            ops.push(parse_op(input, attrs, &classes)?);
        }
        Ok(OpsSpec { dialect, ops })
    }
}

fn parse_list<T>(
    input: ParseStream,
    f: impl Fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let content;
    bracketed!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        out.push(f(&content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn parse_kv(input: ParseStream) -> syn::Result<Vec<(Ident, Expr)>> {
    let content;
    braced!(content in input);
    let mut out = Vec::new();
    while !content.is_empty() {
        let k: Ident = content.parse()?;
        content.parse::<Token![:]>()?;
        let v: Expr = content.parse()?;
        out.push((k, v));
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(out)
}

fn parse_value(input: ParseStream) -> syn::Result<ValueSpec> {
    // ODS names may be Rust keywords (`$in`); accessors get a `_` suffix.
    let name = Ident::parse_any(input)?;
    input.parse::<Token![:]>()?;
    let head: Path = input.parse()?;
    let wrapper = head.get_ident().map(|i| i.to_string());
    let (arity, constraint, segment_attr) = match wrapper.as_deref() {
        Some(w @ ("optional" | "variadic" | "variadic_of_variadic"))
            if input.peek(syn::token::Paren) =>
        {
            let content;
            parenthesized!(content in input);
            let c: Path = content.parse()?;
            let mut seg = None;
            let arity = match w {
                "optional" => Arity::Optional,
                "variadic" => Arity::Variadic,
                _ => {
                    content.parse::<Token![,]>()?;
                    seg = Some(content.parse::<LitStr>()?);
                    Arity::VariadicOfVariadic
                }
            };
            (arity, c, seg)
        }
        _ => (Arity::Single, head, None),
    };
    Ok(ValueSpec {
        name,
        arity,
        constraint,
        segment_attr,
    })
}

fn parse_prop(input: ParseStream) -> syn::Result<PropSpec> {
    let name = Ident::parse_any(input)?;
    input.parse::<Token![:]>()?;
    let head: Path = input.parse()?;
    let wrapper = head.get_ident().map(|i| i.to_string());
    match wrapper.as_deref() {
        Some(w @ ("optional" | "default" | "default_optional"))
            if input.peek(syn::token::Paren) =>
        {
            let content;
            parenthesized!(content in input);
            let c: Path = content.parse()?;
            let (kind, default) = match w {
                "optional" => (PropKind::Optional, None),
                _ => {
                    content.parse::<Token![,]>()?;
                    let e: Expr = content.parse()?;
                    (
                        if w == "default" {
                            PropKind::Default
                        } else {
                            PropKind::DefaultOptional
                        },
                        Some(e),
                    )
                }
            };
            Ok(PropSpec {
                name,
                kind,
                constraint: c,
                default,
            })
        }
        _ => Ok(PropSpec {
            name,
            kind: PropKind::Required,
            constraint: head,
            default: None,
        }),
    }
}

fn parse_region_constraint(input: ParseStream) -> syn::Result<(bool, TokenStream2)> {
    let kind: Ident = input.parse()?;
    let k = kind.to_string();
    if k == "any" {
        return Ok((false, quote!(::rmlir_ir::op_def::RegionConstraint::Any)));
    }
    let content;
    parenthesized!(content in input);
    match k.as_str() {
        "variadic" => {
            let (_, c) = parse_region_constraint(&content)?;
            Ok((true, c))
        }
        "sized" | "min_sized" | "max_sized" => {
            let n: LitInt = content.parse()?;
            let v = match k.as_str() {
                "sized" => quote!(Sized),
                "min_sized" => quote!(MinSized),
                _ => quote!(MaxSized),
            };
            Ok((false, quote!(::rmlir_ir::op_def::RegionConstraint::#v(#n))))
        }
        _ => Err(syn::Error::new(
            kind.span(),
            "expected any, sized(n), min_sized(n), max_sized(n) or variadic(...)",
        )),
    }
}

fn parse_type_rule(input: ParseStream) -> syn::Result<TypeRule> {
    let kind: Ident = input.parse()?;
    let content;
    parenthesized!(content in input);
    match kind.to_string().as_str() {
        "all_types_match" => {
            let names: Punctuated<Ident, Token![,]> = Punctuated::parse_terminated(&content)?;
            Ok(TypeRule::AllTypesMatch(names.into_iter().collect()))
        }
        "types_match_with" => {
            let lhs: Ident = content.parse()?;
            content.parse::<Token![->]>()?;
            let rhs: Ident = content.parse()?;
            content.parse::<Token![,]>()?;
            let transform = if content.peek(Token![_]) {
                content.parse::<Token![_]>()?;
                None
            } else {
                Some(content.parse::<Expr>()?)
            };
            content.parse::<Token![,]>()?;
            let summary: LitStr = content.parse()?;
            Ok(TypeRule::TypesMatchWith {
                lhs,
                rhs,
                transform,
                summary,
            })
        }
        "pred" => {
            let summary: LitStr = content.parse()?;
            content.parse::<Token![,]>()?;
            let pred: Expr = content.parse()?;
            Ok(TypeRule::Pred { summary, pred })
        }
        "check" => Ok(TypeRule::Check(content.parse()?)),
        _ => Err(syn::Error::new(
            kind.span(),
            "expected all_types_match, types_match_with, pred or check",
        )),
    }
}

/// `op Name = "mnemonic" [: Class<args>] { ... }`.
fn parse_op(
    input: ParseStream,
    attrs: Vec<Attribute>,
    classes: &std::collections::HashMap<String, ClassSpec>,
) -> syn::Result<OpSpec> {
    let kw: Ident = input.parse()?;
    if kw != "op" {
        return Err(syn::Error::new(
            kw.span(),
            "expected `op Name = \"mnemonic\" { ... }` or `class Name { ... }`",
        ));
    }
    let ident: Ident = input.parse()?;
    input.parse::<Token![=]>()?;
    let mnemonic: LitStr = input.parse()?;
    let base = parse_base(input)?;
    let content;
    braced!(content in input);
    let own = parse_raw_body(&content)?;
    let mut body = match base {
        Some((b, args)) => class_body(classes, &b, &args, 0)?,
        None => Vec::new(),
    };
    merge_body(&mut body, own);
    let tokens: TokenStream2 = body
        .into_iter()
        .map(|(k, v)| quote!(#k: #v,))
        .collect();
    let parser = |input: ParseStream| OpSpec::parse_body(input, attrs.clone(), ident.clone(), mnemonic.clone());
    syn::parse::Parser::parse2(parser, tokens)
}

impl OpSpec {
    fn parse_body(body: ParseStream, attrs: Vec<Attribute>, ident: Ident, mnemonic: LitStr) -> syn::Result<Self> {
        let mut op = OpSpec {
            attrs,
            ident,
            mnemonic,
            traits: Vec::new(),
            operands: Vec::new(),
            results: Vec::new(),
            properties: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            parents: Vec::new(),
            implicit_terminator: None,
            type_rules: Vec::new(),
            format: None,
            hooks: Vec::new(),
            asm: Vec::new(),
            interfaces: Vec::new(),
        };
        while !body.is_empty() {
            let key: Ident = body.parse()?;
            body.parse::<Token![:]>()?;
            match key.to_string().as_str() {
                "traits" => op.traits = parse_list(&body, |i| i.parse::<Ident>())?,
                "operands" => op.operands = parse_list(&body, parse_value)?,
                "results" => op.results = parse_list(&body, parse_value)?,
                "properties" => op.properties = parse_list(&body, parse_prop)?,
                "regions" => {
                    op.regions = parse_list(&body, |i| {
                        let name: Ident = i.parse()?;
                        i.parse::<Token![:]>()?;
                        let (variadic, constraint) = parse_region_constraint(i)?;
                        Ok(RegionSpec {
                            name,
                            variadic,
                            constraint,
                        })
                    })?
                }
                "successors" => {
                    op.successors = parse_list(&body, |i| {
                        let name: Ident = i.parse()?;
                        i.parse::<Token![:]>()?;
                        let k: Ident = i.parse()?;
                        if k == "variadic" {
                            let c;
                            parenthesized!(c in i);
                            c.parse::<Ident>()?;
                            Ok((name, true))
                        } else {
                            Ok((name, false))
                        }
                    })?
                }
                "parents" => op.parents = parse_list(&body, |i| i.parse::<LitStr>())?,
                "implicit_terminator" => op.implicit_terminator = Some(body.parse()?),
                "type_rules" => op.type_rules = parse_list(&body, parse_type_rule)?,
                "format" => op.format = Some(body.parse()?),
                "verify" | "verify_regions" | "fold" | "canonicalize" => {
                    op.hooks.push((key, body.parse()?))
                }
                "asm" => op.asm = parse_kv(&body)?,
                "interfaces" => op.interfaces = parse_kv(&body)?,
                k => return Err(syn::Error::new(key.span(), format!("unknown op key `{k}`"))),
            }
            if body.is_empty() {
                break;
            }
            body.parse::<Token![,]>()?;
        }
        Ok(op)
    }
}

/// `AddIOp` -> `ADD_I_OP`.
fn screaming(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// `overflowFlags` -> `overflow_flags`.
fn snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = i + 1 < chars.len() && chars[i + 1].is_lowercase();
            if i > 0 && (prev_lower || (next_lower && chars[i - 1].is_uppercase())) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Names accessors cannot take as they are: Rust keywords (reserved ones
/// included) and the names of the view's and the handle's own functions.
const RESERVED: &[&str] = &[
    "def",
    "build",
    "view",
    "from_view",
    "id",
    "abstract",
    "become",
    "do",
    "extern",
    "final",
    "gen",
    "macro",
    "override",
    "priv",
    "try",
    "typeof",
    "unsized",
    "virtual",
    "type",
    "in",
    "ref",
    "static",
    "fn",
    "match",
    "loop",
    "move",
    "self",
    "super",
    "crate",
    "impl",
    "mod",
    "use",
    "where",
    "let",
    "const",
    "struct",
    "enum",
    "trait",
    "as",
    "break",
    "continue",
    "else",
    "false",
    "true",
    "for",
    "if",
    "mut",
    "pub",
    "return",
    "unsafe",
    "while",
    "async",
    "await",
    "dyn",
    "box",
    "yield",
];

fn accessor(name: &Ident) -> Ident {
    let s = snake(&name.to_string());
    if RESERVED.contains(&s.as_str()) {
        format_ident!("{}_", s)
    } else {
        Ident::new(&s, name.span())
    }
}

/// Whether the constraint named `name` has a type builder: one of the
/// common ones, or a dialect's own named `BUILDABLE_*` (a constraint
/// whose `builder` is set, as the table generators of nvvm and rocdl
/// name them).
fn is_buildable(name: &str) -> bool {
    BUILDABLE.contains(&name) || name.starts_with("BUILDABLE_")
}

const BUILDABLE: &[&str] = &[
    "INDEX",
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "F32",
    "F64",
    "NONE_TYPE",
    // The shape dialect's types and extent tensors.
    "SHAPE_TYPE",
    "SIZE_TYPE",
    "VALUE_SHAPE_TYPE",
    "WITNESS_TYPE",
    "EXTENT_TENSOR",
    // The gpu dialect's async token and sparse handles.
    "ASYNC_TOKEN",
    "DN_TENSOR_HANDLE",
    "SPMAT_HANDLE",
    "SPGEMM_OP_HANDLE",
];

fn path_last(p: &Path) -> String {
    p.segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default()
}

fn arity_tokens(a: Arity) -> TokenStream2 {
    match a {
        Arity::Single => quote!(::rmlir_ir::rmlir_asm_format::Arity::Single),
        Arity::Optional => quote!(::rmlir_ir::rmlir_asm_format::Arity::Optional),
        Arity::Variadic => quote!(::rmlir_ir::rmlir_asm_format::Arity::Variadic),
        Arity::VariadicOfVariadic => {
            quote!(::rmlir_ir::rmlir_asm_format::Arity::VariadicOfVariadic)
        }
    }
}

fn fmt_arity(a: Arity) -> fmt::Arity {
    match a {
        Arity::Single => fmt::Arity::Single,
        Arity::Optional => fmt::Arity::Optional,
        Arity::Variadic => fmt::Arity::Variadic,
        Arity::VariadicOfVariadic => fmt::Arity::VariadicOfVariadic,
    }
}

/// The format's signature as far as it can be known here.
fn signature(op: &OpSpec) -> fmt::Signature {
    let vdecl = |v: &ValueSpec| fmt::ValueDecl {
        name: v.name.to_string(),
        arity: fmt_arity(v.arity),
        buildable: is_buildable(&path_last(&v.constraint)),
    };
    let has = |t: &str| op.traits.iter().any(|x| x == t);
    let mut rules = Vec::new();
    if has("SAME_OPERANDS_AND_RESULT_TYPE") {
        rules.push(fmt::TypeRule::SameOperandsAndResultType);
    }
    if has("SAME_TYPE_OPERANDS") {
        rules.push(fmt::TypeRule::SameTypeOperands);
    }
    let mut ti = 0;
    for r in &op.type_rules {
        match r {
            TypeRule::AllTypesMatch(n) => rules.push(fmt::TypeRule::AllTypesMatch(
                n.iter().map(|i| i.to_string()).collect(),
            )),
            TypeRule::TypesMatchWith {
                lhs,
                rhs,
                transform,
                ..
            } => {
                rules.push(fmt::TypeRule::TypesMatchWith {
                    lhs: lhs.to_string(),
                    rhs: rhs.to_string(),
                    transform: transform.as_ref().map(|_| ti),
                });
                ti += 1;
            }
            TypeRule::Pred { .. } | TypeRule::Check(_) => {}
        }
    }
    fmt::Signature {
        operands: op.operands.iter().map(vdecl).collect(),
        results: op.results.iter().map(vdecl).collect(),
        attrs: op
            .properties
            .iter()
            .map(|p| fmt::AttrDecl {
                name: p.name.to_string(),
                optional: matches!(p.kind, PropKind::Optional | PropKind::DefaultOptional),
                has_default: matches!(p.kind, PropKind::Default | PropKind::DefaultOptional),
                is_unit: matches!(path_last(&p.constraint).as_str(), "UNIT_ATTR" | "UNIT_PROP"),
                // The ambiguity lint needs the attribute's storage, which
                // only the run-time check (every op's format is compiled by
                // the dialect tests) knows.
                buildable_type: true,
                generic_parse: false,
            })
            .collect(),
        regions: op
            .regions
            .iter()
            .map(|r| fmt::RegionDecl {
                name: r.name.to_string(),
                variadic: r.variadic,
            })
            .collect(),
        successors: op
            .successors
            .iter()
            .map(|(n, v)| fmt::SuccessorDecl {
                name: n.to_string(),
                variadic: *v,
            })
            .collect(),
        rules,
        infers_result_types: op.interfaces.iter().any(|(k, _)| k == "infer_types"),
        attr_sized_operand_segments: has("ATTR_SIZED_OPERAND_SEGMENTS"),
        attr_sized_result_segments: has("ATTR_SIZED_RESULT_SEGMENTS"),
        implicit_terminator: op.implicit_terminator.is_some(),
        single_block: op.implicit_terminator.is_some() || has("SINGLE_BLOCK"),
    }
}

fn custom_directive_names(elems: &[fmt::Element], out: &mut Vec<String>) {
    for e in elems {
        match e {
            fmt::Element::Custom { name, .. } if !out.contains(name) => out.push(name.clone()),
            fmt::Element::Optional(g) => {
                custom_directive_names(&g.then, out);
                custom_directive_names(&g.else_, out);
            }
            _ => {}
        }
    }
}

fn expand(spec: OpsSpec) -> syn::Result<TokenStream2> {
    let dialect = spec.dialect.value();
    let mut items = TokenStream2::new();
    let mut statics = Vec::new();
    for op in &spec.ops {
        let (item, stat) = expand_op(&dialect, op)?;
        items.extend(item);
        statics.push(stat);
    }
    Ok(quote! {
        #items
        /// Every op this module defines, in definition order.
        pub static OPS: &[&::rmlir_ir::OpDef] = &[#(&#statics),*];
    })
}

fn expand_op(dialect: &str, op: &OpSpec) -> syn::Result<(TokenStream2, Ident)> {
    let full = format!("{}.{}", dialect, op.mnemonic.value());
    let ident = &op.ident;
    let stat = format_ident!("{}", screaming(&ident.to_string()));
    let docs = &op.attrs;

    // The format is checked now; a bad one fails the build here.
    let mut custom = Vec::new();
    if let Some(f) = &op.format {
        match fmt::compile(&f.value(), &signature(op)) {
            Ok(compiled) => custom_directive_names(&compiled.elements, &mut custom),
            Err(e) => {
                let note = e.note.map(|n| format!(" ({n})")).unwrap_or_default();
                return Err(syn::Error::new(
                    f.span(),
                    format!(
                        "invalid assembly format of '{full}': {}{note} (at byte {})",
                        e.message, e.offset
                    ),
                ));
            }
        }
    }

    let traits = op
        .traits
        .iter()
        .map(|t| quote_spanned!(t.span()=> ::rmlir_ir::dialect::OpTraits::#t));
    let traits = quote!(::rmlir_ir::dialect::OpTraits::NONE #(.union(#traits))*);
    let value_specs = |vs: &[ValueSpec]| {
        let items = vs.iter().map(|v| {
            let name = v.name.to_string();
            let arity = arity_tokens(v.arity);
            let c = &v.constraint;
            let seg = v.segment_attr.as_ref().map(|s| s.value()).unwrap_or_default();
            quote!(::rmlir_ir::op_def::ValueSpec { name: #name, arity: #arity, constraint: &#c, segment_attr: #seg })
        });
        quote!(&[#(#items),*])
    };
    let operands = value_specs(&op.operands);
    let results = value_specs(&op.results);
    let props = op.properties.iter().map(|p| {
        let name = p.name.to_string();
        let c = &p.constraint;
        let kind = match (p.kind, &p.default) {
            (PropKind::Required, _) => quote!(::rmlir_ir::op_def::PropKind::Required),
            (PropKind::Optional, _) => quote!(::rmlir_ir::op_def::PropKind::Optional),
            (PropKind::Default, Some(d)) => quote!(::rmlir_ir::op_def::PropKind::Default(#d)),
            (_, d) => quote!(::rmlir_ir::op_def::PropKind::DefaultOptional(#d)),
        };
        quote!(::rmlir_ir::op_def::PropSpec { name: #name, constraint: &#c, kind: #kind })
    });
    let regions = op.regions.iter().map(|r| {
        let name = r.name.to_string();
        let v = r.variadic;
        let c = &r.constraint;
        quote!(::rmlir_ir::op_def::RegionSpec { name: #name, variadic: #v, constraint: #c })
    });
    let successors = op.successors.iter().map(|(n, v)| {
        let name = n.to_string();
        quote!(::rmlir_ir::op_def::SuccessorSpec { name: #name, variadic: #v })
    });
    let parents = &op.parents;
    let implicit = match &op.implicit_terminator {
        Some(t) => quote!(Some(#t)),
        None => quote!(None),
    };
    let rules = op.type_rules.iter().map(|r| match r {
        TypeRule::AllTypesMatch(names) => {
            let n = names.iter().map(|i| i.to_string());
            quote!(::rmlir_ir::op_def::TypeRuleSpec::AllTypesMatch(&[#(#n),*]))
        }
        TypeRule::TypesMatchWith {
            lhs,
            rhs,
            transform,
            summary,
        } => {
            let (l, r) = (lhs.to_string(), rhs.to_string());
            let t = match transform {
                Some(e) => quote!(Some(#e)),
                None => quote!(None),
            };
            quote!(::rmlir_ir::op_def::TypeRuleSpec::TypesMatchWith { summary: #summary, lhs: #l, rhs: #r, transform: #t })
        }
        TypeRule::Pred { summary, pred } => quote!(::rmlir_ir::op_def::TypeRuleSpec::Pred { summary: #summary, pred: #pred }),
        TypeRule::Check(f) => quote!(::rmlir_ir::op_def::TypeRuleSpec::Check(#f)),
    });
    let format = match &op.format {
        Some(f) => quote!(Some(#f)),
        None => quote!(None),
    };
    let customs = custom.iter().map(|n| {
        let id = Ident::new(
            n,
            op.format
                .as_ref()
                .map(|f| f.span())
                .unwrap_or_else(Span::call_site),
        );
        quote!((#n, &#id))
    });
    let hook = |name: &str| match op.hooks.iter().find(|(k, _)| k == name) {
        Some((_, v)) => quote!(Some(#v)),
        None => quote!(None),
    };
    let (verify, verify_regions, fold, canonicalize) = (
        hook("verify"),
        hook("verify_regions"),
        hook("fold"),
        hook("canonicalize"),
    );
    let mut asm: Vec<TokenStream2> = op.asm.iter().map(|(k, v)| quote!(#k: Some(#v))).collect();
    // Upstream's ODS gives ops with several results, and no result-name
    // hook of their own, one naming each result group after its ODS name.
    if op.results.len() >= 2 && !op.asm.iter().any(|(k, _)| k == "result_names") {
        let names = op.results.iter().map(|r| r.name.to_string());
        asm.push(quote!(result_names: Some(|__op: &::rmlir_ir::OpView<'_>, __set: &mut dyn FnMut(::rmlir_ir::Value, &str)| {
            for (__i, __name) in [#(#names),*].into_iter().enumerate() {
                if let Some(&__v) = __op.result_group(__i).first() {
                    __set(__v, __name);
                }
            }
        })));
    }
    let ifaces = op.interfaces.iter().map(|(k, v)| {
        if k == "graph_regions" {
            quote!(#k: #v)
        } else {
            quote!(#k: Some(#v))
        }
    });
    let def = quote! {
        #(#docs)*
        pub static #stat: ::rmlir_ir::OpDef = ::rmlir_ir::OpDef {
            name: #full,
            traits: #traits,
            operands: #operands,
            results: #results,
            properties: &[#(#props),*],
            regions: &[#(#regions),*],
            successors: &[#(#successors),*],
            type_rules: &[#(#rules),*],
            parents: &[#(#parents),*],
            implicit_terminator: #implicit,
            assembly_format: #format,
            custom_directives: &[#(#customs),*],
            asm: ::rmlir_ir::op_def::AsmHooks { #(#asm,)* ..::rmlir_ir::op_def::AsmHooks::NONE },
            interfaces: ::rmlir_ir::op_def::OpInterfaces { #(#ifaces,)* ..::rmlir_ir::op_def::OpInterfaces::NONE },
            verify: #verify,
            verify_regions: #verify_regions,
            fold: #fold,
            canonicalize: #canonicalize,
            format_cache: ::std::sync::OnceLock::new(),
        };
    };

    let gen = expand_api(op, &full, &stat);
    let view = quote! {
        #(#docs)*
        #gen
    };
    let mut out = def;
    out.extend(view);
    Ok((out, stat))
}

/// The op's typed view, its handle and `build` (the generated op API,
/// documented in `docs/DefiningDialects.md`).
fn expand_api(op: &OpSpec, full: &str, stat: &Ident) -> TokenStream2 {
    let ident = &op.ident;
    let handle = format_ident!("{}Handle", ident);
    let v = quote!(::rmlir_ir::Value);
    let sv = quote!(::rmlir_ir::smallvec::SmallVec<[::rmlir_ir::Value; 4]>);

    // ----- the view's accessors -----
    let mut accessors = TokenStream2::new();
    for (i, o) in op.operands.iter().enumerate() {
        let f = accessor(&o.name);
        let doc = format!("Operand group `{}`.", o.name);
        accessors.extend(match o.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> #v { self.0.operand_of(#i).expect("a verified op") }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> Option<#v> { self.0.operand_of(#i) }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> #sv { self.0.operand_group(#i) }
            },
            Arity::VariadicOfVariadic => {
                let seg = o.segment_attr.as_ref().map(|s| s.value()).unwrap_or_default();
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> ::std::vec::Vec<#sv> { ::rmlir_ir::op_api::operand_segments(self.0, #i, #seg) }
                }
            }
        });
    }
    for (i, r) in op.results.iter().enumerate() {
        let f = accessor(&r.name);
        let doc = format!("Result group `{}`.", r.name);
        accessors.extend(match r.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> #v { self.0.result_group(#i).first().copied().expect("a verified op") }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> Option<#v> { self.0.result_group(#i).first().copied() }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> #sv { self.0.result_group(#i) }
            },
        });
    }
    for (i, p) in op.properties.iter().enumerate() {
        let f = accessor(&p.name);
        let raw = format_ident!("{}_attr", snake(&p.name.to_string()));
        let c = &p.constraint;
        let storage =
            quote!(::rmlir_ir::op_api::Storage<{ ::rmlir_ir::op_api::storage_kind(&#c) }>);
        let raw_doc = format!(
            "Property `{}` as stored: `None` when absent (upstream's `get{}Attr`). Reads any op, verified or not.",
            p.name,
            upper_first(&p.name.to_string())
        );
        accessors.extend(quote! {
            #[doc = #raw_doc]
            pub fn #raw(&self) -> Option<::rmlir_ir::Attribute> { self.0.prop_at(#i) }
        });
        accessors.extend(if p.kind == PropKind::Optional {
            let doc = format!(
                "Property `{}`, typed by its constraint's storage class (a unit attribute is a `bool`, absent `false`).",
                p.name
            );
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> <#storage as ::rmlir_ir::op_api::PropValue>::Optional<'a> {
                    ::rmlir_ir::op_api::optional::<#storage>(self.0, #i)
                }
            }
        } else {
            let doc = format!(
                "Property `{}`, typed by its constraint's storage class{}. Panics on an op that does not hold a valid one (unverified IR): use `{}()` there.",
                p.name,
                if p.kind == PropKind::Required { "" } else { "; its default when absent" },
                raw
            );
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> <#storage as ::rmlir_ir::op_api::PropValue>::Value<'a> {
                    ::rmlir_ir::op_api::required::<#storage>(self.0, #i)
                }
            }
        });
    }
    for (i, r) in op.regions.iter().enumerate() {
        let f = accessor(&r.name);
        let doc = format!("Region `{}`.", r.name);
        accessors.extend(if r.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> ::std::vec::Vec<::rmlir_ir::view::RegionView<'a>> {
                    (#i..self.0.num_regions()).map(|__k| self.0.region(__k)).collect()
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> ::rmlir_ir::view::RegionView<'a> { self.0.region(#i) }
            }
        });
    }
    for (i, (n, variadic)) in op.successors.iter().enumerate() {
        let f = accessor(n);
        let doc = format!("Successor `{n}`.");
        accessors.extend(if *variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> ::rmlir_ir::smallvec::SmallVec<[::rmlir_ir::BlockId; 2]> {
                    ::rmlir_ir::op_api::successors_from(self.0, #i)
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(&self) -> ::rmlir_ir::BlockId { ::rmlir_ir::op_api::successor(self.0, #i) }
            }
        });
    }

    let view = quote! {
        #[derive(Copy, Clone)]
        pub struct #ident<'a>(pub ::rmlir_ir::OpView<'a>);

        impl<'a> #ident<'a> {
            /// The op's definition.
            pub fn def() -> &'static ::rmlir_ir::OpDef { &#stat }
            /// `view` as this op, if it is one.
            pub fn from_view(view: ::rmlir_ir::OpView<'a>) -> Option<Self> {
                view.def.is_some_and(|d| ::std::ptr::eq(d, &#stat)).then_some(Self(view))
            }
            #accessors
        }
    };

    // An isolated op's regions need a body of their own, which a
    // `Builder` (one body) cannot make: no `build` for those.
    if op.traits.iter().any(|t| t == "ISOLATED_FROM_ABOVE") {
        return view;
    }

    // ----- build: result types, operands, properties, successors, the
    // variadic region's count -----
    let mut params = Vec::new();
    let mut result_pushes = Vec::new();
    let mut result_seg = Vec::new();
    let mut result_sizes = Vec::new();
    for r in &op.results {
        let n = format_ident!("{}_type", snake(&r.name.to_string()));
        match r.arity {
            Arity::Single => {
                params.push(quote!(#n: ::rmlir_ir::Type));
                result_pushes.push(quote!(__result_types.push(#n);));
                result_seg.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<::rmlir_ir::Type>));
                result_pushes.push(quote!(__result_types.extend(#n);));
                result_seg.push(quote!(#n.is_some() as i32));
                result_sizes.push(quote!(#n.is_some() as u32));
            }
            _ => {
                params.push(quote!(#n: &[::rmlir_ir::Type]));
                result_pushes.push(quote!(__result_types.extend_from_slice(#n);));
                result_seg.push(quote!(#n.len() as i32));
                result_sizes.push(quote!(#n.len() as u32));
            }
        }
    }
    let mut pushes = Vec::new();
    let mut seg_sizes = Vec::new();
    let mut computed_props = Vec::new();
    for o in &op.operands {
        let n = accessor(&o.name);
        match o.arity {
            Arity::Single => {
                params.push(quote!(#n: #v));
                pushes.push(quote!(__operands.push(#n);));
                seg_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#n: Option<#v>));
                pushes.push(quote!(__operands.extend(#n);));
                seg_sizes.push(quote!(#n.is_some() as i32));
            }
            Arity::Variadic => {
                params.push(quote!(#n: &[#v]));
                pushes.push(quote!(__operands.extend_from_slice(#n);));
                seg_sizes.push(quote!(#n.len() as i32));
            }
            Arity::VariadicOfVariadic => {
                let seg = o
                    .segment_attr
                    .as_ref()
                    .map(|s| s.value())
                    .unwrap_or_default();
                params.push(quote!(#n: &[&[#v]]));
                pushes.push(quote!(for __g in #n { __operands.extend_from_slice(__g); }));
                seg_sizes.push(quote!(#n.iter().map(|__g| __g.len() as i32).sum::<i32>()));
                computed_props.push(seg.clone());
                pushes.push(quote! {
                    let __sizes: ::std::vec::Vec<i32> = #n.iter().map(|__g| __g.len() as i32).collect();
                    __props.push(::rmlir_ir::NamedAttr { name: __b.ctx.ident(#seg), value: __b.ctx.dense_i32_array_attr(&__sizes) });
                });
            }
        }
    }
    let mut prop_sets = Vec::new();
    for p in &op.properties {
        let name = p.name.to_string();
        if computed_props.contains(&name) {
            continue;
        }
        let n = accessor(&p.name);
        if p.kind == PropKind::Required {
            params.push(quote!(#n: ::rmlir_ir::Attribute));
            prop_sets.push(quote!(__props.push(::rmlir_ir::NamedAttr { name: __b.ctx.ident(#name), value: #n });));
        } else {
            params.push(quote!(#n: Option<::rmlir_ir::Attribute>));
            prop_sets.push(quote!(if let Some(__v) = #n { __props.push(::rmlir_ir::NamedAttr { name: __b.ctx.ident(#name), value: __v }); }));
        }
    }
    let has = |t: &str| op.traits.iter().any(|x| x == t);
    if has("ATTR_SIZED_OPERAND_SEGMENTS") {
        prop_sets.push(quote!(__props.push(::rmlir_ir::NamedAttr { name: __b.ctx.ident("operandSegmentSizes"), value: __b.ctx.dense_i32_array_attr(&[#(#seg_sizes),*]) });));
    }
    if has("ATTR_SIZED_RESULT_SEGMENTS") {
        prop_sets.push(quote!(__props.push(::rmlir_ir::NamedAttr { name: __b.ctx.ident("resultSegmentSizes"), value: __b.ctx.dense_i32_array_attr(&[#(#result_seg),*]) });));
    }
    let mut succ_pushes = Vec::new();
    for (n, variadic) in &op.successors {
        let n = accessor(n);
        if *variadic {
            params.push(quote!(#n: &[::rmlir_ir::BlockId]));
            succ_pushes.push(quote!(__successors.extend_from_slice(#n);));
        } else {
            params.push(quote!(#n: ::rmlir_ir::BlockId));
            succ_pushes.push(quote!(__successors.push(#n);));
        }
    }
    let fixed_regions = op.regions.iter().filter(|r| !r.variadic).count() as u32;
    let num_regions = match op.regions.iter().find(|r| r.variadic) {
        Some(r) => {
            let n = format_ident!("{}_count", snake(&r.name.to_string()));
            params.push(quote!(#n: usize));
            quote!(#fixed_regions + #n as u32)
        }
        None => quote!(#fixed_regions),
    };

    // ----- the handle -----
    let mut handle_accessors = TokenStream2::new();
    let mut offset = quote!(0u32);
    let mut k = 0usize;
    for r in &op.results {
        let f = accessor(&r.name);
        let doc = format!("Result group `{}`.", r.name);
        let start = quote!(self.first_result + #offset);
        match r.arity {
            Arity::Single => {
                handle_accessors.extend(quote! {
                    #[doc = #doc]
                    pub fn #f(self) -> #v { ::rmlir_ir::Value::from_u32(#start) }
                });
                offset = quote!(#offset + 1u32);
            }
            Arity::Optional => {
                handle_accessors.extend(quote! {
                    #[doc = #doc]
                    pub fn #f(self) -> Option<#v> {
                        (self.result_sizes[#k] > 0).then(|| ::rmlir_ir::Value::from_u32(#start))
                    }
                });
                offset = quote!(#offset + self.result_sizes[#k]);
                k += 1;
            }
            _ => {
                handle_accessors.extend(quote! {
                    #[doc = #doc]
                    pub fn #f(self) -> #sv {
                        let __s = #start;
                        (__s..__s + self.result_sizes[#k]).map(::rmlir_ir::Value::from_u32).collect()
                    }
                });
                offset = quote!(#offset + self.result_sizes[#k]);
                k += 1;
            }
        }
    }
    let num_sizes = k;
    for (i, r) in op.regions.iter().enumerate() {
        let f = accessor(&r.name);
        let doc = format!("Region `{}`.", r.name);
        let i = i as u32;
        handle_accessors.extend(if r.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(self) -> ::std::vec::Vec<::rmlir_ir::RegionId> {
                    (self.first_region + #i..self.first_region + self.num_regions).map(::rmlir_ir::RegionId::from_u32).collect()
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(self) -> ::rmlir_ir::RegionId { ::rmlir_ir::RegionId::from_u32(self.first_region + #i) }
            }
        });
    }
    let handle_doc = format!(
        "A `{full}` made by [`{ident}::build`]: its `OpId` and the ids of its results and regions, valid while the op is not erased."
    );
    let build_doc = format!(
        "Creates a `{full}` at the builder's insertion point. Arguments: result types, operands, properties, successors, then the variadic region's count, each in declaration order. Regions are created empty."
    );
    quote! {
        #view

        #[doc = #handle_doc]
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        #[allow(dead_code)]
        pub struct #handle {
            op: ::rmlir_ir::OpId,
            first_result: u32,
            first_region: u32,
            num_regions: u32,
            result_sizes: [u32; #num_sizes],
        }

        impl #handle {
            /// The op.
            pub fn id(self) -> ::rmlir_ir::OpId { self.op }
            /// The op's typed view (`body_id` names `body`).
            pub fn view<'a>(self, ctx: &'a ::rmlir_ir::Context, body: &'a ::rmlir_ir::Body, body_id: ::rmlir_ir::BodyId) -> #ident<'a> {
                #ident(::rmlir_ir::OpView {
                    ctx,
                    body,
                    body_id,
                    op: self.op,
                    inner: None,
                    owner: None,
                    def: Some(&#stat),
                })
            }
            #handle_accessors
        }

        impl ::std::convert::From<#handle> for ::rmlir_ir::OpId {
            fn from(h: #handle) -> ::rmlir_ir::OpId { h.op }
        }

        #[allow(clippy::too_many_arguments, unused_mut)]
        impl<'a> #ident<'a> {
            #[doc = #build_doc]
            pub fn build(__b: &mut ::rmlir_ir::builder::Builder<'_>, __loc: ::rmlir_ir::Location, #(#params),*) -> #handle {
                let mut __result_types: ::rmlir_ir::smallvec::SmallVec<[::rmlir_ir::Type; 2]> = ::rmlir_ir::smallvec::SmallVec::new();
                #(#result_pushes)*
                let mut __props: ::std::vec::Vec<::rmlir_ir::NamedAttr> = ::std::vec::Vec::new();
                let mut __operands: #sv = ::rmlir_ir::smallvec::SmallVec::new();
                #(#pushes)*
                #(#prop_sets)*
                let mut __successors: ::rmlir_ir::smallvec::SmallVec<[::rmlir_ir::BlockId; 2]> = ::rmlir_ir::smallvec::SmallVec::new();
                #(#succ_pushes)*
                let __op = __b.create_registered(&#stat, __loc, &__operands, &__result_types, __props, &__successors, #num_regions);
                let __regions = __b.body.local_region_range(__op);
                #handle {
                    op: __op,
                    first_result: __b.body.results(__op).next().map_or(0, |__r| __r.as_u32()),
                    first_region: __regions.start,
                    num_regions: __regions.end - __regions.start,
                    result_sizes: [#(#result_sizes),*],
                }
            }
        }
    }
}

/// `overflowFlags` -> `OverflowFlags`.
fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
