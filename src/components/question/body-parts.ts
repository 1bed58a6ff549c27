/** A body part's outline on the 200 × 440 front-view figure (the figure's left is the viewer's right). */
export type BodyShape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; r: number };

const ellipse = (cx: number, cy: number, rx: number, ry: number): BodyShape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
});
const rect = (x: number, y: number, width: number, height: number, r = 8): BodyShape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  r,
});

/**
 * The 21 named body parts of the injury figure (spec 1 §2), keyed by the names the server sends in
 * injurie.body_parts; arm_* are the upper arms, thigh_* the thighs (docs/api-contract.md "Spec fallbacks").
 */
export const BODY_PARTS = [
  { name: 'head', labelKey: 'bodyParts.head', shape: ellipse(100, 34, 22, 27) },
  { name: 'neck', labelKey: 'bodyParts.neck', shape: rect(91, 60, 18, 16, 4) },
  { name: 'shoulder_right', labelKey: 'bodyParts.shoulderRight', shape: ellipse(64, 88, 15, 12) },
  { name: 'shoulder_left', labelKey: 'bodyParts.shoulderLeft', shape: ellipse(136, 88, 15, 12) },
  { name: 'chest', labelKey: 'bodyParts.chest', shape: rect(74, 78, 52, 52, 10) },
  { name: 'arm_right', labelKey: 'bodyParts.upperArmRight', shape: rect(48, 98, 18, 60) },
  { name: 'arm_left', labelKey: 'bodyParts.upperArmLeft', shape: rect(134, 98, 18, 60) },
  { name: 'forearm_right', labelKey: 'bodyParts.forearmRight', shape: rect(42, 162, 17, 58) },
  { name: 'forearm_left', labelKey: 'bodyParts.forearmLeft', shape: rect(141, 162, 17, 58) },
  { name: 'hand_right', labelKey: 'bodyParts.handRight', shape: ellipse(50, 236, 11, 15) },
  { name: 'hand_left', labelKey: 'bodyParts.handLeft', shape: ellipse(150, 236, 11, 15) },
  { name: 'belly_up', labelKey: 'bodyParts.bellyUp', shape: rect(76, 132, 48, 24, 6) },
  { name: 'belly', labelKey: 'bodyParts.belly', shape: rect(76, 158, 48, 24, 6) },
  { name: 'belly_down', labelKey: 'bodyParts.bellyDown', shape: rect(76, 184, 48, 24, 6) },
  { name: 'hip_joint', labelKey: 'bodyParts.hipJoint', shape: rect(72, 210, 56, 26, 10) },
  { name: 'thigh_right', labelKey: 'bodyParts.thighRight', shape: rect(76, 238, 22, 84, 9) },
  { name: 'thigh_left', labelKey: 'bodyParts.thighLeft', shape: rect(102, 238, 22, 84, 9) },
  { name: 'shin_right', labelKey: 'bodyParts.shinRight', shape: rect(77, 326, 20, 74) },
  { name: 'shin_left', labelKey: 'bodyParts.shinLeft', shape: rect(103, 326, 20, 74) },
  { name: 'foot_right', labelKey: 'bodyParts.footRight', shape: ellipse(84, 414, 16, 9) },
  { name: 'foot_left', labelKey: 'bodyParts.footLeft', shape: ellipse(116, 414, 16, 9) },
] as const;

/** A body-part name the figure knows. */
export type BodyPartName = (typeof BODY_PARTS)[number]['name'];
